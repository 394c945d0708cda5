import type { DemoCourse } from './types';

// Lesson bodies of teacher courses 3 and 4 (HTML; lessons reuse them as content and htmlContent).

const afl1 = `<p>Assessment for learning is the use of day-to-day assessment to adjust teaching and help learners improve while learning is still happening. It is distinct from summative assessment, which measures what has been learned at the end of a unit or year.</p>
<h3>Five key strategies</h3>
<ol>
<li>Clarifying and sharing learning intentions and success criteria.</li>
<li>Engineering effective classroom discussions and questions that elicit evidence of learning.</li>
<li>Providing feedback that moves learners forward.</li>
<li>Activating learners as learning resources for one another.</li>
<li>Activating learners as owners of their own learning.</li>
</ol>
<h3>Why it matters in English</h3>
<p>English skills develop gradually and unevenly. A learner may write vivid description but struggle to structure an argument; another may infer skilfully in fiction but not in non-fiction. Regular formative assessment reveals these patterns early, so that teaching can be targeted rather than repeated for everyone. This course takes each strategy in turn and shows how it works in a Checkpoint English classroom.</p>`;

const afl2 = `<p>Learners achieve more when they know what they are learning and what success looks like. Yet learning intentions are often confused with tasks, and success criteria are often too vague to help.</p>
<h3>Learning intentions, not tasks</h3>
<p>"Write a diary entry" is a task. "To show a character's feelings through their thoughts and actions" is a learning intention. The distinction matters because it helps learners transfer the skill to other tasks, including in exams.</p>
<h3>Useful success criteria</h3>
<ul>
<li>Make them specific and observable: "uses at least two short quotations to support an inference".</li>
<li>Co-construct them with learners by examining strong and weak examples.</li>
<li>Refer to them during the lesson, not only at the start.</li>
<li>Use them as the basis for self-assessment, peer assessment and feedback.</li>
</ul>
<p>When learners can explain in their own words what a good answer includes, they are far better placed to produce one.</p>`;

const afl3 = `<p>Questioning is the most frequent assessment activity in any classroom, but much of it gathers little evidence. When a teacher asks a question and takes an answer from a volunteer, they learn what one confident learner knows and very little about anyone else.</p>
<h3>Questioning that includes everyone</h3>
<ul>
<li><strong>No hands up.</strong> Select learners at random so that everyone must think.</li>
<li><strong>Wait time.</strong> Pause for at least three seconds after asking, and again after an answer.</li>
<li><strong>All-student response.</strong> Use mini-whiteboards or finger voting so every learner answers at once.</li>
</ul>
<h3>Hinge questions</h3>
<p>A hinge question is a quick diagnostic question at a key point in a lesson, designed so that each wrong answer reveals a specific misconception. For example, ask learners which of four sentences is correctly punctuated, where each incorrect option contains a different common error. In thirty seconds you know whether to move on, reteach or split the class.</p>`;

const afl4 = `<p>Feedback can have a powerful effect on learning, but not all feedback helps. Comments such as "good work" or "add more detail" give learners little to act on.</p>
<h3>Principles of effective feedback</h3>
<ul>
<li>It should cause thinking: learners must do something with it.</li>
<li>It should be specific and linked to success criteria.</li>
<li>It should focus on the task and the process, not on the learner as a person.</li>
<li>It should be timely, ideally while the work is still fresh.</li>
</ul>
<h3>Making feedback actionable</h3>
<p>Replace statements with tasks. Instead of "Your inferences need more evidence", write "Find a quotation that supports your second point and add it, with a sentence explaining the link." Build in dedicated improvement time so that learners respond to feedback in lesson rather than at home, where many never do.</p>
<p>Remember that feedback also flows to the teacher. Patterns in learners' work tell you what to reteach.</p>`;

const afl5 = `<p>Peer and self-assessment develop learners' understanding of quality, but only when they are carefully structured. Without structure, peer comments tend to be either unhelpfully kind or unhelpfully harsh.</p>
<h3>Building the skill</h3>
<ol>
<li>Start with anonymous work, so that learners focus on quality rather than on the writer.</li>
<li>Model the process, showing how to compare the work with each success criterion.</li>
<li>Provide sentence stems: "You have achieved... because...", "To improve, you could...".</li>
<li>Ask the writer to respond to the feedback, accepting or questioning it with reasons.</li>
</ol>
<h3>Self-assessment that is honest</h3>
<p>Traffic-light self-assessment often tells us how confident learners feel rather than how well they understand. Make it more reliable by asking learners to justify their rating with evidence from their own work, and check a sample against your own judgement.</p>`;

const afl6 = `<p>Formative assessment generates a great deal of information. Its value lies in using that information to make better teaching decisions, both in the moment and over a unit.</p>
<h3>In the lesson</h3>
<p>Decide in advance what you will do if a hinge question shows that most of the class has misunderstood, or that only a small group needs support. Having a plan makes responsive teaching practical rather than stressful.</p>
<h3>Across a unit</h3>
<ul>
<li>Use a simple tracker to record which learners have secured each key skill.</li>
<li>Review the tracker weekly to plan small-group support and extension.</li>
<li>Revisit weaker skills in starters and homework rather than reteaching whole lessons.</li>
</ul>
<h3>Across the department</h3>
<p>Share patterns in department meetings. If every Year 7 class struggles with summary, that is a curriculum issue rather than a teaching issue, and it deserves a collective response.</p>`;

const diff1 = `<p>Differentiation is often understood as preparing three versions of every worksheet. This is exhausting for teachers and can limit learners, who may be placed on the easiest task and never reach the more demanding one. This course offers a more sustainable approach.</p>
<h3>Teach to the top, scaffold up</h3>
<p>Set high expectations for the whole class and plan the lesson around a challenging shared goal. Then provide support that helps every learner reach that goal, rather than lowering the goal for some. All learners study the same rich text; what varies is the amount of support they receive along the way.</p>
<h3>Key ideas in this course</h3>
<ul>
<li>Scaffolds that are gradually removed as learners gain confidence.</li>
<li>Genuine challenge that deepens thinking rather than simply adding more work.</li>
<li>Specific strategies for learners who use English as an additional language.</li>
<li>Flexible grouping based on current evidence.</li>
</ul>`;

const diff2 = `<p>A scaffold is temporary support that allows a learner to complete a task they could not yet complete alone. The crucial word is temporary: scaffolds should be removed as competence grows.</p>
<h3>Useful scaffolds in English</h3>
<ul>
<li><strong>Sentence starters</strong> for analytical writing, such as "The word ... suggests..."</li>
<li><strong>Word banks</strong> of topic vocabulary or precise verbs.</li>
<li><strong>Writing frames</strong> that show the structure of a paragraph or whole text.</li>
<li><strong>Worked examples</strong> that show a completed answer alongside the question.</li>
<li><strong>Partially completed answers</strong> that learners finish.</li>
</ul>
<h3>Fading the support</h3>
<p>Plan how each scaffold will be withdrawn. A writing frame might become a list of paragraph headings, then a simple reminder of the structure, and finally nothing at all. Tell learners explicitly that the support will fade, so that they see independence as the goal.</p>`;

const diff3 = `<p>The most able learners are sometimes the least challenged. They finish quickly, receive extra questions of the same kind and learn that speed, not depth, is rewarded.</p>
<h3>Challenge through depth</h3>
<ul>
<li>Ask for alternative interpretations: "What else could this image suggest?"</li>
<li>Introduce critical perspectives: "Whose voice is missing from this article?"</li>
<li>Require precise terminology and conceptual vocabulary.</li>
<li>Set constraints in writing tasks, such as telling a story in exactly one hundred words or from an unexpected viewpoint.</li>
</ul>
<h3>Challenge for everyone</h3>
<p>Challenge should not be reserved for a named group. Offer challenge tasks openly and let any learner attempt them. You will often be surprised by who rises to the opportunity, and the classroom culture shifts towards curiosity rather than simply completing tasks.</p>`;

const diff4 = `<p>Many learners in Egyptian international schools use Arabic at home and English at school. Some are highly fluent; others are still developing academic English. Understanding this range is essential to effective differentiation.</p>
<h3>Everyday and academic language</h3>
<p>A learner may chat confidently in English yet struggle with the academic language of analysis and argument. Assessing only conversational fluency can hide this gap. Look closely at written work and at how learners explain their reasoning.</p>
<h3>Practical strategies</h3>
<ul>
<li>Pre-teach key vocabulary before reading, using images, examples and translation where helpful.</li>
<li>Allow rehearsal through talk before writing.</li>
<li>Use visual organisers to show how ideas connect.</li>
<li>Value learners' first language as a resource for thinking, not a barrier.</li>
<li>Model academic sentence structures explicitly.</li>
</ul>
<p>These strategies benefit all learners, not only those still developing English, which makes them efficient as well as inclusive.</p>`;

const diff5 = `<p>Fixed ability groups, set at the start of the year, tend to become self-fulfilling. Flexible grouping uses current evidence to form groups for a particular purpose, then changes them when the purpose changes.</p>
<h3>Ways to group</h3>
<ul>
<li><strong>Need-based groups</strong> for targeted teaching of a specific skill, such as punctuating speech.</li>
<li><strong>Mixed groups</strong> for discussion, where a range of perspectives enriches the talk.</li>
<li><strong>Interest groups</strong> for independent reading or research projects.</li>
<li><strong>Random pairs</strong> for quick talk tasks.</li>
</ul>
<h3>Making it manageable</h3>
<p>Use exit tickets to decide the next lesson's groups. A three-question check at the end of a lesson can sort the class into those ready to move on, those who need a short reteach and those who need more practice. Display groups at the start of the lesson so that time is not lost organising the room.</p>`;

/** Teacher courses 3 and 4 of 8. */
export const demoCoursesPart2: DemoCourse[] = [
  {
    title: 'Assessment for Learning in Checkpoint English',
    description:
      'Use everyday formative assessment to find out what learners understand and adapt your teaching in response. Covers success criteria, questioning, feedback, peer assessment and using data to plan.',
    instructor: 'Dr. Helen Marsh',
    level: 'Advanced',
    durationInHours: 10,
    rating: 4.8,
    students: 540,
    price: 149.99,
    category: 'Assessment',
    lessons: [
      {
        title: 'Principles of Assessment for Learning',
        description: 'The five key strategies of formative assessment and why they matter in English.',
        content: afl1,
        htmlContent: afl1,
        isPublished: true,
      },
      {
        title: 'Sharing Learning Intentions and Success Criteria',
        description: 'Separating learning from tasks and writing criteria that genuinely help learners.',
        content: afl2,
        isPublished: true,
        htmlContent: `${afl2}
<h3>Classroom activity</h3>
<p>Show the class two anonymous answers to the same inference question, one strong and one weak. In pairs, learners list what the strong answer does that the weak one does not. Turn their lists into three success criteria for the lesson.</p>`,
      },
      {
        title: 'Effective Questioning and Hinge Questions',
        description: 'Questioning techniques that gather evidence from every learner.',
        content: afl3,
        htmlContent: afl3,
        isPublished: true,
      },
      {
        title: 'Feedback That Moves Learning Forward',
        description: 'Principles of effective feedback and how to make it actionable.',
        content: afl4,
        isPublished: true,
        htmlContent: `${afl4}
<h3>Classroom activity</h3>
<p>Return a set of paragraphs with a single coded task on each, such as "Add a quotation" or "Explain the effect of one word". Give ten minutes of silent improvement time, then ask learners to underline what they changed.</p>`,
      },
      {
        title: 'Peer and Self-Assessment',
        description: 'Structuring peer and self-assessment so it is honest, kind and useful.',
        content: afl5,
        htmlContent: afl5,
        isPublished: true,
      },
      {
        title: 'Using Assessment Data to Plan',
        description: 'Turning formative evidence into decisions in the lesson, across a unit and across a department.',
        content: afl6,
        htmlContent: afl6,
        isPublished: false,
      },
    ],
  },
  {
    title: 'Differentiation in Mixed-Ability Classes',
    description:
      'A sustainable approach to differentiation: high expectations for all, scaffolds that fade, real challenge for the most able and practical support for learners of English as an additional language.',
    instructor: 'Mr. Karim Nabil',
    level: 'Intermediate',
    durationInHours: 8,
    rating: 4.5,
    students: 1720,
    price: 119.99,
    category: 'Classroom Practice',
    lessons: [
      {
        title: 'Rethinking Differentiation',
        description: 'Why teaching to the top and scaffolding up works better than three worksheets.',
        content: diff1,
        htmlContent: diff1,
        isPublished: true,
      },
      {
        title: 'Scaffolds That Fade',
        description: 'Choosing temporary supports and planning how to remove them.',
        content: diff2,
        isPublished: true,
        htmlContent: `${diff2}
<h3>Classroom activity</h3>
<p>Prepare three versions of the same analytical paragraph task: a full writing frame, a list of sentence starters and a blank page. Let learners choose their starting point, then challenge them to move one level of support down for the next paragraph.</p>`,
      },
      {
        title: 'Challenge for the Most Able',
        description: 'Deepening thinking rather than adding more of the same work.',
        content: diff3,
        isPublished: true,
        htmlContent: `${diff3}
<h3>Classroom activity</h3>
<p>After a shared reading of a news article, display a "challenge corner" question: "Rewrite the headline so that it supports the opposite view, and explain which words you changed and why." Any learner who finishes the main task may attempt it.</p>`,
      },
      {
        title: 'Supporting Learners with English as an Additional Language',
        description: 'Bridging the gap between conversational and academic English.',
        content: diff4,
        htmlContent: diff4,
        isPublished: true,
      },
      {
        title: 'Flexible Grouping',
        description: 'Using current evidence to group learners for a purpose.',
        content: diff5,
        htmlContent: diff5,
        isPublished: false,
      },
    ],
  },
];
