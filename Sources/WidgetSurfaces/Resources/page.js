// The page's clock: each second, every live date and timer shows the text the runtime wrote for
// that second, and each timer's progress its percentage done. A widget carries them for its
// data-seconds from the moment it was drawn (data-from), as lists of a second and what is read
// from then on ([0,"5:00",1,"4:59",…]); past its seconds it keeps the last, or asks for more
// (outOfTime, on a served page).
function at(list,k){var v=list[1];for(var i=2;i<list.length&&list[i]<=k;i+=2)v=list[i+1];return v}
function listed(e,name){return e['_'+name]||(e['_'+name]=JSON.parse(e.dataset[name]))}
function tick(){var now=Date.now()/1000;document.querySelectorAll('.widget[data-from]').forEach(function(w){
  var k=Math.floor(now-Number(w.dataset.from));
  w.querySelectorAll('[data-texts]').forEach(function(t){t.textContent=at(listed(t,'texts'),k)});
  w.querySelectorAll('[data-fractions]').forEach(function(p){var f=at(listed(p,'fractions'),k);
    if(p.classList.contains('bar'))p.style.width=f+'%';else p.setAttribute('stroke-dasharray',f+' 100')});
  if(k>=Number(w.dataset.seconds)&&typeof outOfTime==='function')outOfTime(w)})}
setInterval(tick,1000);tick();
